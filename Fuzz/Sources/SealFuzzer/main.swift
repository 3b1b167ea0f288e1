import Connectivity
import Foundation
import FuzzSupport

// The sealed channel's record reader (issue 30, Docs/Protocol.md §2.1): what a host and a client
// read from an untrusted peer before and after the handshake. Byte 0 picks the mode, byte 1 the
// lobby (even: public, odd: private).
// Mode 0: a host reads untrusted records (16-bit length each): a preface, a first Noise message,
//   then, if it took them, sealed records. A private lobby's wrong key must be `wrongPasscode`.
// Mode 1: a client reads an untrusted host preface and reply (only cheap work factors accepted,
//   so a fuzzed preface cannot make it derive for long).
// Mode 2: a real session seals the rest of the input: the records open, in order, to exactly it.
let lobbyID = UUID(uuidString: "6F1C2A3E-0B4D-4C5E-8F60-718293A4B5C6")!
let lock = SealLobbyLock(try! PasscodeLock(passcode: "tulip", lobbyID: lobbyID, iterations: 16, salt: Array(repeating: 7, count: 16)))
let keys = PasscodeKeyCache(passcode: "tulip", acceptedIterations: 1...64)

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let mode = input.argument() % 3
    let isPrivate = input.argument() % 2 == 1
    switch mode {
    case 0: hostReads(isPrivate: isPrivate, &input)
    case 1: clientReads(&input)
    default: roundTrip(isPrivate: isPrivate, input.rest())
    }
    return 0
}

func hostReads(isPrivate: Bool, _ input: inout FuzzInput) {
    var host = SealResponder(lobbyID: lobbyID, lock: isPrivate ? lock : nil)
    guard (try? host.receive(input.take(input.length16()))) != nil else { return }
    let stream: SealedStream
    do throws(SealError) {
        guard case .established(_, let established) = try host.receive(input.take(input.length16())) else {
            fuzzCheck(false, "a first Noise message did not end the host's handshake")
            return
        }
        stream = established
    } catch {
        switch error {
        case .wrongPasscode: fuzzCheck(isPrivate, "a public lobby reported a wrong passcode")
        case .malformedRecord, .noise: break
        case .notSealedClient, .notSealedHost, .refused, .passcodeNeeded, .invalidPasscode, .unacceptableParameters,
            .wrongLobby, .truncated, .timedOut:
            fuzzCheck(false, "a host's handshake failed with a client's or a driver's error: \(error)")
        }
        return
    }
    var opened = stream
    for _ in 0..<16 {
        let record = input.take(input.length16())
        if record.isEmpty { break }
        guard (try? opened.open(record)) != nil else { break }
    }
}

func clientReads(_ input: inout FuzzInput) {
    var client = SealInitiator(passcode: keys, expectedLobby: nil)
    guard (try? client.receive(input.take(input.length16()))) != nil else { return }
    _ = try? client.receive(input.take(input.length16()))
}

func roundTrip(isPrivate: Bool, _ plaintext: [UInt8]) {
    var client = SealInitiator(passcode: keys, expectedLobby: lobbyID)
    var host = SealResponder(lobbyID: lobbyID, lock: isPrivate ? lock : nil)
    guard case .send(let preface)? = try? host.receive(client.preface),
        case .send(let first)? = try? client.receive(preface),
        case .established(let reply, var hostStream)? = try? host.receive(first),
        case .established(var clientStream)? = try? client.receive(reply)
    else {
        fuzzCheck(false, "a real handshake failed")
        return
    }
    guard let records = try? clientStream.seal(plaintext) else {
        fuzzCheck(false, "sealing failed")
        return
    }
    fuzzCheck(records.allSatisfy { $0.count <= SealRecord.maximumBodyBytes }, "a record over 65 535 bytes")
    let opened = records.compactMap { try? hostStream.open($0) }
    fuzzCheck(opened.count == records.count && Array(opened.joined()) == plaintext, "the records did not open to the plaintext")
}

/// A real preface and first message for each lobby kind, a real host preface, and a round trip.
func seeds() -> [FuzzSeed] {
    var seeds: [FuzzSeed] = []
    for isPrivate in [false, true] {
        var client = SealInitiator(passcode: keys, expectedLobby: nil)
        var host = SealResponder(lobbyID: lobbyID, lock: isPrivate ? lock : nil)
        guard case .send(let preface)? = try? host.receive(client.preface),
            case .send(let first)? = try? client.receive(preface)
        else { continue }
        var script = FuzzScript()
        script.byte(0)
        script.byte(isPrivate ? 1 : 0)
        script.chunk16(client.preface)
        script.chunk16(first)
        script.chunk16([UInt8](repeating: 0, count: 40))
        seeds.append(FuzzSeed("host-\(isPrivate ? "private" : "public")", script.bytes))
        var reading = FuzzScript()
        reading.byte(1)
        reading.byte(0)
        reading.chunk16(preface)
        reading.chunk16([2] + [UInt8](repeating: 9, count: 48))
        seeds.append(FuzzSeed("client-\(isPrivate ? "private" : "public")", reading.bytes))
    }
    seeds.append(FuzzSeed("round-trip", [2, 1] + Array("Hana's hand: 7C 2S 4S".utf8)))
    return seeds
}

FuzzMain.start(seeds: seeds, entry: fuzzOne)
