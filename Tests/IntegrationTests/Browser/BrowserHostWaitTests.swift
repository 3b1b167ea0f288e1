import Foundation
@testable import LanPartyPrograms
import Testing

/// Issue 39: the page and `lanjoin` tell the same story while the host is gone and hold on the same
/// way. The page's words (words.js) and its pacing (host-wait.js), run in headless Chromium, against
/// lanjoin's words (``HostWaitStory``) and the pacing its machine keeps (ClientHostWaitTests).
@Suite("browser players: the page waits for a lost host as lanjoin does", .timeLimit(.minutes(3)))
struct BrowserHostWaitTests {
    @Test(.enabled(if: BrowserScript.isAvailable, "headless Chromium is not installed (Scripts/bootstrap installs it)"))
    func thePageSaysWhatLanjoinSaysAndRetriesAtTheSamePace() async throws {
        let waits = [120_000, 5_000, 90_500, 3_600_000]
        let lefts = [(120_000, 119_000), (120_000, 65_000), (120_000, 4_200), (120_000, 1), (5_000, 60_000)]
        let seeds = [1, 7, 42, 1234]
        let cases: [String: Any] = ["gone": waits, "left": lefts.map { [$0.0, $0.1] }, "lost": waits, "seeds": seeds]
        let file = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("host-wait-\(UUID()).json")
        try JSONSerialization.data(withJSONObject: cases).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let assets = BrowserScript.folder.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/WebPlay/Resources/assets")
        let outcome = try await BrowserScript.run("run_host_wait.py", [
            assets.appendingPathComponent("words.js").path, assets.appendingPathComponent("host-wait.js").path, file.path,
        ])
        #expect(outcome.exit == .exited(0), "\(outcome.output.joined(separator: "\n"))")
        let page = outcome.json

        // The same sentences.
        let milliseconds = { (ms: Int) in Duration.milliseconds(ms) }
        #expect(page["gone"]?.arrayValue?.compactMap(\.stringValue) == waits.map { HostWaitStory.goneText(wait: milliseconds($0)) })
        #expect(page["left"]?.arrayValue?.compactMap(\.stringValue) == lefts.map { HostWaitStory.waitingText(left: milliseconds($0.1)) })
        let lost = page["lost"]?.arrayValue?.compactMap(\.stringValue) ?? []
        #expect(lost.count == waits.count)
        for (text, wait) in zip(lost, waits) {
            #expect(text.hasPrefix(HostWaitStory.overText(wait: milliseconds(wait)) + " "), "\(text)")
            #expect(text.contains("lanhost --resume") && text.contains("within 30 s"), "\(text)")
        }
        #expect(page["back"]?.stringValue == HostWaitStory.backText)
        #expect(page["stopped"]?.stringValue == HostWaitStory.stoppedText)
        #expect(HostWaitStory.goneText(wait: .seconds(120)) == "The host is gone. Waiting for it to come back (up to 2 min)…")

        // The same pace: at most 1 s apart for 5 s, then at most 5 s apart (jittered), until 2 min.
        let runs = page["attempts"]?.arrayValue?.map { $0.arrayValue?.compactMap(\.doubleValue) ?? [] } ?? []
        #expect(runs.count == seeds.count)
        for attempts in runs {
            let gaps = zip(attempts, attempts.dropFirst()).map { $1 - $0 }
            #expect(!attempts.isEmpty && attempts.allSatisfy { $0 > 0 && $0 < 120_000 })
            #expect(zip(attempts.dropFirst(), gaps).allSatisfy { $0.0 >= 5_000 || $0.1 <= 1_000 }, "quick phase: \(gaps)")
            #expect(gaps.allSatisfy { $0 <= 5_000 }, "\(gaps)")
            #expect(attempts.count >= 25 && attempts.count <= 60, "\(attempts.count) attempts")
            #expect(Set(gaps.suffix(10)).count > 1, "jittered")
        }
        for after in page["resumeAfter70s"]?.arrayValue?.compactMap(\.doubleValue) ?? [] {
            #expect(after >= 70_000 && after <= 75_000, "a host back at 70 s is tried at \(after) ms")
        }
    }
}
