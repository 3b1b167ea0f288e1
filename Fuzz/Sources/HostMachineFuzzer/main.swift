import FuzzSupport

// The host's lobby machine fed whole scripts: connections opening and closing, raw and canned
// messages, host commands and time (see HostScript, HostDriver).
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    HostScript.run(&input)
    return 0
}

FuzzMain.start(seeds: HostSeeds.all, entry: fuzzOne)
