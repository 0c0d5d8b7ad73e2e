import Testing
@testable import StoreKitTwin

@Suite struct VerificationResultTests {
    @Test func payloadValueThrowsTheVerificationError() throws {
        let unverified = VerificationResult<Int>.unverified(7, .invalidSignature)
        #expect(throws: VerificationResult<Int>.VerificationError.invalidSignature) { try unverified.payloadValue }
        #expect(unverified.unsafePayloadValue == 7)
        #expect(try VerificationResult<Int>.verified(3).payloadValue == 3)
    }
}
