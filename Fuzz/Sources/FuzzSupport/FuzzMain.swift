import CFuzzer
import Foundation

/// The shared `main` of every fuzzer executable.
public enum FuzzMain {
    /// libFuzzer's per-input callback.
    public typealias Entry = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

    /// `--write-seeds DIR` writes the target's seed corpus (Scripts/fuzz --seeds); anything else
    /// is libFuzzer's command line (`-max_total_time=60 CORPUS…`, or files to replay).
    public static func start(seeds: () -> [FuzzSeed], entry: Entry) -> Never {
        let arguments = CommandLine.arguments
        if arguments.count == 3, arguments[1] == "--write-seeds" {
            exit(writeSeeds(seeds(), to: URL(fileURLWithPath: arguments[2])))
        }
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, entry))
    }

    private static func writeSeeds(_ seeds: [FuzzSeed], to folder: URL) -> Int32 {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for seed in seeds {
                try Data(seed.bytes).write(to: folder.appendingPathComponent(seed.name))
            }
            print("wrote \(seeds.count) seeds to \(folder.path)")
            return 0
        } catch {
            print("cannot write seeds: \(error)")
            return 1
        }
    }
}

/// A property every input must keep; a violation is a crash libFuzzer records as a finding.
public func fuzzCheck(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
    file: StaticString = #fileID, line: UInt = #line
) {
    guard condition() else { fatalError("fuzz check failed: \(message())", file: file, line: line) }
}
