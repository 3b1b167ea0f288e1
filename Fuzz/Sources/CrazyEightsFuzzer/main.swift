import CrazyEights
import FuzzSupport

// CrazyEights's action decoder, reducer, timers, bot and views under a host (see GameFuzzHarness).
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    GameFuzzHarness<CrazyEights>.run(&input)
    return 0
}

FuzzMain.start(seeds: { GameFuzzHarness<CrazyEights>.seeds() }, entry: fuzzOne)
