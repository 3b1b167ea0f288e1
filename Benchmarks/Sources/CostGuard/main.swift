import BenchmarkSupport
import Dispatch
import Foundation

// The deterministic cost guard's workload (issue 38): `CostGuard WORKLOAD [COUNT]` plays one fixed
// workload through a real lobby host without sockets (InProcessLobby) and prints what it played.
// Run it under `valgrind --tool=callgrind --toggle-collect='*measuredHostStep*'` to count the
// instructions of the host's path alone: `Scripts/cost-guard` does, per workload and per layer,
// and compares them with `Benchmarks/cost-budget.txt`.

let arguments = Array(CommandLine.arguments.dropFirst())
guard let name = arguments.first, let workload = Workload(rawValue: name) else {
    let names = Workload.allCases.map(\.rawValue).joined(separator: ", ")
    FileHandle.standardError.write(Data("usage: CostGuard WORKLOAD [COUNT]   (workloads: \(names))\n".utf8))
    exit(2)
}
let count = arguments.dropFirst().first.flatMap(Int.init)
// LANPARTY_BENCH_METRICS=prometheus: measured with the Prometheus backend instead of no-op
// handlers (the committed budget is the no-op one; Docs/Performance.md "Metrics").
FileHandle.standardError.write(Data("costguard: metrics backend \(BenchMetrics.backend)\n".utf8))

// A plain main thread waiting on a semaphore, not an async main: an async main parks the main
// thread in libdispatch's sigsuspend, whose signal mask valgrind 3.19 cannot read (it crashes).
let done = DispatchSemaphore(value: 0)
Task.detached {
    do {
        let result = try await workload.run(count: count)
        print("costguard: workload=\(workload.rawValue) actions=\(result.actions) hostBytesOut=\(result.hostBytesOut)")
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("CostGuard: \(workload.rawValue) failed: \(error)\n".utf8))
        exit(1)
    }
}
done.wait()
