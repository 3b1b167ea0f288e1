import CrazyEights
import Foundation
import FuzzSupport
import GameCore
import Quortex
import SketchDuel

// PayloadJSONDecoder against Foundation's JSONDecoder and an independent strict reader
// (ReferenceJSON), on the whole input, for a generic JSON value and every game's Action and View.
// It traps when PayloadJSONDecoder accepts what Foundation refuses, when both accept and the values
// differ, when it refuses what Foundation accepts outside the documented stricter cases, when it
// disagrees with the strict reader, or when it throws anything but a DecodingError.

/// One decode: the value or whether the error was a DecodingError.
enum Outcome<Value> {
    case value(Value)
    case refused(isDecodingError: Bool)

    var value: Value? {
        if case .value(let value) = self { return value }
        return nil
    }
}

func decodeOurs<Value: Decodable>(_ type: Value.Type, _ data: Data) -> Outcome<Value> {
    do { return .value(try PayloadJSONDecoder().decode(type, from: data)) } catch { return .refused(isDecodingError: error is DecodingError) }
}

func decodeFoundation<Value: Decodable>(_ type: Value.Type, _ data: Data) -> Value? {
    try? JSONDecoder().decode(type, from: data)
}

/// The generic value: ours must be exactly the strict reader's verdict, and agree with Foundation.
func checkGeneric(_ data: Data, _ reference: (value: ReferenceJSON.Value?, tolerated: Set<ReferenceJSON.Tolerated>, hardError: Bool)) {
    let ours = decodeOurs(FuzzJSON.self, data)
    let theirs = decodeFoundation(FuzzJSON.self, data)
    if case .refused(let isDecodingError) = ours { fuzzCheck(isDecodingError, "a refusal that is not a DecodingError") }
    let expected = reference.value.flatMap(FuzzJSON.init)
    fuzzCheck(ours.value == expected, "ours \(String(describing: ours.value)) ≠ strict reader \(String(describing: expected))")
    if let mine = ours.value {
        fuzzCheck(theirs == mine, "Foundation \(String(describing: theirs)) ≠ ours \(mine)")
    } else if theirs != nil {
        fuzzCheck(!reference.tolerated.isEmpty, "Foundation accepts what we refuse, none of the documented cases (\(reference))")
    }
}

/// A game type: ours accepts only what Foundation accepts, with an equal value; ours refuses
/// what Foundation accepts only for input that is not strict JSON, or for integers written with a
/// fraction or exponent (then the same input with plain integers must decode to Foundation's value).
func checkGame<Value: Decodable & Equatable>(_ type: Value.Type, _ data: Data, _ reference: ReferenceJSON.Value?) {
    let ours = decodeOurs(type, data)
    let theirs = decodeFoundation(type, data)
    switch ours {
    case .value(let mine):
        fuzzCheck(theirs == mine, "\(Value.self): ours \(mine), Foundation \(String(describing: theirs))")
    case .refused(let isDecodingError):
        fuzzCheck(isDecodingError, "\(Value.self): a refusal that is not a DecodingError")
        guard let theirs, let reference else { return }
        fuzzCheck(reference.hasNonPlainNumber, "\(Value.self): we refuse strict JSON Foundation reads as \(theirs)")
        guard let plain = reference.plainIntegerJSON() else { return }
        let rewritten = decodeOurs(type, Data(plain.utf8)).value
        fuzzCheck(rewritten == theirs, "\(Value.self): with plain integers ours \(String(describing: rewritten)), Foundation \(theirs)")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOne(_ bytes: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = FuzzInput(bytes, size).bytes
    let data = Data(input)
    let reference = ReferenceJSON.read(input)
    checkGeneric(data, reference)
    checkGame(CrazyEightsAction.self, data, reference.value)
    checkGame(CrazyEightsView.self, data, reference.value)
    checkGame(QuortexAction.self, data, reference.value)
    checkGame(QuortexView.self, data, reference.value)
    checkGame(SketchDuelAction.self, data, reference.value)
    checkGame(SketchDuelView.self, data, reference.value)
    return 0
}

FuzzMain.start(seeds: PayloadJSONSeeds.all, entry: fuzzOne)
