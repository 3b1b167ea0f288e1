import Quortex
import FuzzSupport

// Quortex's action decoder, reducer, timers, bot and views under a host (see GameFuzzHarness).
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    GameFuzzHarness<Quortex>.run(&input)
    return 0
}

FuzzMain.start(seeds: { GameFuzzHarness<Quortex>.seeds() }, entry: fuzzOne)
