import TerminalUI
import Testing

@Suite struct StyleRoleTests {
    @Test func everyRoleHasItsOwnMaskCharacter() {
        let characters = StyleRole.allCases.map(\.maskCharacter)
        #expect(Set(characters).count == StyleRole.allCases.count)
    }

    /// Without colour, each role that must stand out from normal text still does.
    @Test func rolesThatStandOutDoSoWithoutColour() {
        for role in StyleRole.allCases where role != .normal && role != .overlay {
            #expect(!role.monoAttributes.isEmpty, "\(role) looks like normal text in mono")
        }
    }

    /// Good, caution and bad statuses must not look alike in mono.
    @Test func statusesAreDistinctWithoutColour() {
        let looks = [StyleRole.statusGood, .statusCaution, .statusBad].map(\.monoAttributes.rawValue)
        #expect(Set(looks).count == 3)
    }

    @Test func colorModeFollowsTheFlagAndNoColor() {
        #expect(ColorMode.resolve(monoFlag: false, environment: [:]) == .color)
        #expect(ColorMode.resolve(monoFlag: true, environment: [:]) == .mono)
        #expect(ColorMode.resolve(monoFlag: false, environment: ["NO_COLOR": "1"]) == .mono)
        #expect(ColorMode.resolve(monoFlag: false, environment: ["NO_COLOR": ""]) == .color)
    }
}
