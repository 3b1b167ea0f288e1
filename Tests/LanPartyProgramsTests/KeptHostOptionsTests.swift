import ArgumentParser
import Foundation
import Testing

@testable import LanPartyPrograms

/// `lanhost --resume` reopens a lobby with the options it was started with (issue 39).
@Suite("options kept for --resume")
struct KeptHostOptionsTests {
    private let everything = [
        "--game", "crazy-eights", "--games", "crazy-eights,quortex", "--lobby-name", "Den", "--name", "Hana", "--avatar", "star:red",
        "--bind", "127.0.0.1", "--max-players", "4", "--set", "handSize=5", "--bots", "2", "--bot", "--auto-start",
        "--once", "--no-discovery", "--no-web", "--no-reclaim", "--profile", "/tmp/p.json", "--seed", "7",
        "--bot-delay", "250", "--keep-games", "50", "--metrics-bind", "127.0.0.1",
    ]

    @Test("the kept arguments parse back to the same options")
    func roundTrip() throws {
        let options = try HostOptions.parse(everything)
        let kept = KeptHostOptions(options)
        #expect(kept.arguments == everything)
        let decoded = try KeptHostOptions.decode(kept.encoded())
        #expect(decoded == kept)
        #expect(KeptHostOptions(try HostOptions.parse(decoded.arguments)).arguments == everything)
        #expect(String(decoding: KeptHostOptions(try HostOptions.parse(["--no-discovery"])).encoded(), as: UTF8.self)
            == #"{"arguments":["--no-discovery"],"version":1}"#)
    }

    @Test("secrets, ports, output and the record's own options are not kept")
    func notKept() throws {
        let options = try HostOptions.parse([
            "--passcode", "swordfish", "--port", "7000", "--web-port", "7001", "--json", "--data-dir", "/tmp/d",
            "--resume", "--no-discovery", "--metrics-port", "9464",
        ])
        #expect(KeptHostOptions(options).arguments == ["--no-discovery"])
    }

    @Test("every lanhost option is either kept or deliberately not")
    func everyOptionIsAccountedFor() throws {
        let help = HostOptions.helpMessage(columns: 200)
        // `--connect` is lanjoin's, named in `--no-discovery`'s help.
        let names = Set(help.matches(of: /--[a-z][a-z-]+/).map { String($0.output) }).subtracting(["--connect"])
        // `--dedicated` contradicts `--bot`, `--tv` contradicts `--no-web`: parsed on their own.
        let kept = Set((KeptHostOptions(try HostOptions.parse(everything)).arguments
            + KeptHostOptions(try HostOptions.parse(["--dedicated"])).arguments
            + KeptHostOptions(try HostOptions.parse(["--tv"])).arguments).filter { $0.hasPrefix("--") })
        let unaccounted = names.subtracting(kept).subtracting(KeptHostOptions.notKept)
        #expect(unaccounted.isEmpty, "add each to KeptHostOptions.arguments or notKept: \(unaccounted.sorted())")
    }

    @Test("what is given with --resume wins over what was kept")
    func givenWins() throws {
        let kept = KeptHostOptions(try HostOptions.parse(["--no-discovery", "--bot", "--bot-delay", "250", "--name", "Hana"]))
        let given = try HostOptions.parse(["--resume", "--data-dir", "/tmp/d", "--bot-delay", "10", "--json"])
        let reopened = try kept.reopening(under: given)
        #expect(reopened.noDiscovery && reopened.bot && reopened.json && reopened.record.resume)
        #expect(reopened.botDelay == 10)
        #expect(reopened.name == "Hana")
        #expect(reopened.record.dataDirectory == "/tmp/d")
    }

    @Test("a contradiction between kept and given options is a usage error that names both")
    func contradiction() throws {
        let kept = KeptHostOptions(try HostOptions.parse(["--no-web"]))
        let given = try HostOptions.parse(["--resume", "--web-port", "8080"])
        let error = #expect(throws: ProgramFailure.self) { try kept.reopening(under: given) }
        #expect(error?.status == .usage)
        #expect(error?.message.contains("--no-web") == true)
    }

    @Test("a newer or unreadable format is refused with words")
    func unreadable() {
        for bytes in [#"{"version":2,"arguments":[]}"#, "[]", "not json"] {
            let error = #expect(throws: ProgramFailure.self) { try KeptHostOptions.decode(Data(bytes.utf8)) }
            #expect(error?.status == .usage, "\(bytes)")
        }
    }
}
