import LanPartyPrograms
import Testing

@Suite("stdin commands")
struct CommandParsingTests {
    @Test("lobby commands parse, everything else goes to the game")
    func parses() throws {
        #expect(try SessionCommand.parse("ready") == .ready)
        #expect(try SessionCommand.parse("  unready ") == .unready)
        #expect(try SessionCommand.parse("set handSize=5") == .set(key: "handSize", value: "5"))
        #expect(try SessionCommand.parse("set rule=a=b") == .set(key: "rule", value: "a=b"))
        #expect(try SessionCommand.parse("kick bob too slow") == .kick(name: "bob", reason: "too slow"))
        #expect(try SessionCommand.parse("kick bob") == .kick(name: "bob", reason: nil))
        #expect(try SessionCommand.parse("ban carol") == .ban(name: "carol"))
        #expect(try SessionCommand.parse("approve Hana K.") == .answerClaim(name: "Hana K.", allow: true))
        #expect(try SessionCommand.parse("REFUSE ari") == .answerClaim(name: "ari", allow: false))
        #expect(try SessionCommand.parse("START") == .start)
        #expect(try SessionCommand.parse("play 8H spades") == .game("play 8H spades"))
        #expect(try SessionCommand.parse("   ") == nil)
    }

    @Test("malformed lobby commands say how to use them")
    func usage() {
        for line in ["set", "set =5", "set a", "kick", "ban", "ban a b", "approve", "refuse  "] {
            let error = #expect(throws: CommandError.self) { try SessionCommand.parse(line) }
            #expect(error?.code == .usage, "\(line)")
            #expect(error?.message.hasPrefix("usage:") == true)
        }
    }
}

@Suite("--json event lines")
struct EventLineTests {
    @Test("one object per line with an event key, sorted and escaped")
    func jsonLine() {
        let event = CLIEvent("playerJoined", ["name": "bo\"b\n", "seat": 2, "ready": false], text: "bob joined")
        #expect(event.jsonLine == #"{"event":"playerJoined","name":"bo\"b\n","ready":false,"seat":2}"#)
        #expect(!event.jsonLine.contains("\n"))
        let nested = CLIEvent("gameOver", ["winners": .array(["a", "b"]), "x": .object(["k": .null])], text: "")
        #expect(nested.jsonLine == #"{"event":"gameOver","winners":["a","b"],"x":{"k":null}}"#)
    }
}

@Suite("command-line options")
struct OptionTests {
    @Test("lanhost rejects contradictory or out-of-range options with a usage error")
    func hostValidation() {
        for arguments in [
            ["--passcode", "x", "--private"], ["--port", "70000"], ["--bots", "-1"], ["--dedicated", "--bot"],
            ["--set", "novalue"], ["--max-players", "0"], ["--lobby-name", String(repeating: "x", count: 64)],
        ] {
            #expect(throws: (any Error).self, "\(arguments)") { _ = try HostOptions.parse(arguments) }
        }
        #expect(throws: Never.self) { _ = try HostOptions.parse(["--game", "crazy-eights", "--bots", "3", "--auto-start"]) }
    }

    @Test("lanjoin needs a target and a valid HOST:PORT")
    func joinValidation() throws {
        for arguments in [[], ["--watch"], ["--list", "--lobby", "x"], ["--connect", "nope"], ["--connect", "h:0"],
                          ["--lobby", "a", "--connect", "h:1"]] {
            #expect(throws: (any Error).self, "\(arguments)") { _ = try JoinOptions.parse(arguments) }
        }
        let v4 = try JoinOptions.parse(["--connect", "169.254.0.2:7777"])
        #expect(v4.connectTarget?.host == "169.254.0.2" && v4.connectTarget?.port == 7777)
        let v6 = try JoinOptions.parse(["--connect", "[fe80::1%eth0]:9"])
        #expect(v6.connectTarget?.host == "fe80::1%eth0" && v6.connectTarget?.port == 9)
        #expect(try JoinOptions.parse(["--list", "--watch"]).watch)
    }
}
