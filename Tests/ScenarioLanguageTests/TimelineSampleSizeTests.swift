import ScenarioLanguage
import Testing

/// A session samples the engine after every step for its timeline, a million samples in a long one.
@Suite struct TimelineSampleSizeTests {
    @Test func aStepRecordedTakes16Bytes() {
        #expect(TimelineRecorder.bytesPerStep == 16)
    }
}
