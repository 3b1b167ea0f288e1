import Connectivity
import FuzzSupport

// The Noise handshake and sealed frames (issue 30). Byte 0 picks the pattern, byte 1 the mode.
// Mode even: a host reads an untrusted first handshake message (16-bit length, then bytes); if it
// takes it, it must answer (or refuse a low-order key as `invalidKey`) and hold a transport, which then reads untrusted frames (16-bit length
// each) without crashing. Mode odd: a real session, the rest XORed onto a real sealed frame (and
// its extra bytes appended): only the untouched frame opens, and to the bytes that were sealed.
let prologue = Array("LanParty fuzz prologue".utf8)
let preSharedKey = [UInt8](repeating: 0x42, count: 32)

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let pattern = NoisePattern.allCases[input.argument() % NoisePattern.allCases.count]
    if input.argument() % 2 == 0 {
        readUntrusted(pattern, &input)
    } else {
        tamper(pattern, input.rest())
    }
    return 0
}

func readUntrusted(_ pattern: NoisePattern, _ input: inout FuzzInput) {
    var host = NoiseHandshake(pattern: pattern, role: .responder, prologue: prologue, preSharedKey: preSharedKey)
    let first = input.take(input.length16())
    guard (try? host.readMessage(first)) != nil else { return }
    do throws(NoiseError) {
        _ = try host.writeMessage()
    } catch {
        // A low-order ephemeral key (e.g. all zeros) passes the read and fails the DH: refused.
        fuzzCheck(error == .invalidKey, "the host took a first message but could not answer it: \(error)")
        return
    }
    guard var transport = host.transport() else {
        fuzzCheck(false, "a complete handshake gave no transport")
        return
    }
    for _ in 0..<16 {
        let frame = input.take(input.length16())
        if frame.isEmpty { break }
        _ = try? transport.open(frame)
    }
}

func tamper(_ pattern: NoisePattern, _ mask: [UInt8]) {
    var client = NoiseHandshake(pattern: pattern, role: .initiator, prologue: prologue, preSharedKey: preSharedKey)
    var host = NoiseHandshake(pattern: pattern, role: .responder, prologue: prologue, preSharedKey: preSharedKey)
    guard let first = try? client.writeMessage(), (try? host.readMessage(first)) != nil,
        let second = try? host.writeMessage(), (try? client.readMessage(second)) != nil,
        var sender = client.transport(), var receiver = host.transport()
    else {
        fuzzCheck(false, "a real \(pattern.protocolName) handshake failed")
        return
    }
    let plaintext = Array("Hana's hand: 7C 2S 4S".utf8)
    guard let sealed = try? sender.seal(plaintext) else { return }
    var frame = sealed
    for (index, byte) in mask.enumerated() {
        if index < frame.count { frame[index] ^= byte } else { frame.append(byte) }
    }
    let opened = try? receiver.open(frame)
    fuzzCheck((opened != nil) == (frame == sealed), "a changed frame opened, or the untouched one did not")
    if let opened { fuzzCheck(opened == plaintext, "the frame opened to other bytes") }
}

/// Real first messages of each pattern, and an untouched frame.
func seeds() -> [FuzzSeed] {
    var seeds: [FuzzSeed] = []
    for (index, pattern) in NoisePattern.allCases.enumerated() {
        var client = NoiseHandshake(pattern: pattern, role: .initiator, prologue: prologue, preSharedKey: preSharedKey)
        let first = (try? client.writeMessage()) ?? []
        var script = FuzzScript()
        script.byte(index)
        script.byte(0)
        script.chunk16(first)
        script.chunk16([UInt8](repeating: 0, count: 40))
        seeds.append(FuzzSeed("read-\(pattern.rawValue)", script.bytes))
        seeds.append(FuzzSeed("untouched-\(pattern.rawValue)", [UInt8(index), 1]))
    }
    return seeds
}

FuzzMain.start(seeds: seeds, entry: fuzzOne)
