import Connectivity
import Foundation

// What sealing costs in CPU, in-process, no network (issue 30): a whole handshake (both sides) for
// a public and a private lobby (the private one without its PBKDF2, which a client pays once per
// lobby and the host once per lobby), and sealing plus opening one record of a few sizes.
// `SealFigures [ROUNDS]`: each figure is the median of ROUNDS (default 7) timed batches, with the
// spread. Release build: `swift build -c release --product SealFigures`.

let rounds = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 7
let lobbyID = UUID()
let lock = SealLobbyLock(try! PasscodeLock(passcode: "tulip", lobbyID: lobbyID, iterations: 100_000, salt: Array(repeating: 7, count: 16)))
let keys = PasscodeKeyCache(passcode: "tulip")

func handshake(isPrivate: Bool) -> (SealedStream, SealedStream) {
    var client = SealInitiator(passcode: keys, expectedLobby: lobbyID)
    var host = SealResponder(lobbyID: lobbyID, lock: isPrivate ? lock : nil)
    guard case .send(let preface)? = try? host.receive(client.preface),
        case .send(let first)? = try? client.receive(preface),
        case .established(let reply, let hostStream)? = try? host.receive(first),
        case .established(let clientStream)? = try? client.receive(reply)
    else { fatalError("handshake failed") }
    return (clientStream, hostStream)
}

/// Median and spread of `rounds` batches of `count` runs of `body`, in microseconds per run.
func measure(_ name: String, count: Int, _ body: () -> Void) {
    var perRun: [Double] = []
    for _ in 0..<rounds {
        let start = ContinuousClock.now
        for _ in 0..<count { body() }
        let elapsed = ContinuousClock.now - start
        perRun.append(Double(elapsed.components.attoseconds) / 1e12 / Double(count) + Double(elapsed.components.seconds) * 1e6 / Double(count))
    }
    perRun.sort()
    print(String(format: "%-44@ median %8.2f us  (min %.2f, max %.2f) over %d batches of %d", name as NSString,
                 perRun[perRun.count / 2], perRun.first!, perRun.last!, rounds, count))
}

_ = handshake(isPrivate: true)  // derives the client's key once, as a real client does per lobby
measure("handshake, public (NN), both sides", count: 200) { _ = handshake(isPrivate: false) }
measure("handshake, private (NNpsk0), both sides", count: 200) { _ = handshake(isPrivate: true) }
for size in [64, 512, 4096, 65_519] {
    var (client, host) = handshake(isPrivate: false)
    let plaintext = [UInt8](repeating: 0x41, count: size)
    measure("seal + open, \(size) bytes", count: size > 4096 ? 200 : 5000) {
        let records = try! client.seal(plaintext)
        for record in records { _ = try! host.open(record) }
    }
}
