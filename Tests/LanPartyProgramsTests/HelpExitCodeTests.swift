import ArgumentParser
import Testing

@testable import LanPartyPrograms

/// The help texts name the exit codes the programs really use (issue 41: `--verify` said 1 while
/// the program exits 8, as Docs/CLI.md says).
@Suite("help texts and exit codes agree")
struct HelpExitCodeTests {
    @Test func verifyNamesTheReplayDivergedCode() {
        let help = HostOptions.helpMessage(columns: 400)
        let line = help.split(separator: "\n").first { $0.contains("--verify") }
        #expect(line?.contains("(exit \(ExitStatus.replayDiverged.rawValue) if not)") == true, "\(line ?? "no --verify line")")
    }
}
