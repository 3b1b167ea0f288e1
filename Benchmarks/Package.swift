// swift-tools-version: 6.1
import PackageDescription

/// Benchmarks live in their own package so the main package never depends on the benchmark tooling.
/// `swift package --disable-sandbox benchmark` runs the suites in Benchmarks/; `swift run -c release
/// LoopbackHarness` runs the multi-process loopback harness.
let benchmarkSuites = ["FrameCoding", "MessageCoding", "GameRuntime", "Alternatives"]

let package = Package(
    name: "LanPartyBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        // The main package, by path; `name:` lets targets refer to it whatever its folder is called.
        .package(name: "LanParty", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.2.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-metrics.git", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus.git", from: "2.4.1"),
    ],
    targets: [
        // Shared by the suites and the harness; must not link the benchmark library (its malloc
        // interposer would distort the harness).
        .target(
            name: "BenchmarkSupport",
            dependencies: [
                .product(name: "Connectivity", package: "LanParty"),
                .product(name: "GameCore", package: "LanParty"),
                .product(name: "CrazyEights", package: "LanParty"),
                .product(name: "CoreMetrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
            ]
        ),
        .target(name: "SuiteDefaults", dependencies: [.product(name: "Benchmark", package: "benchmark")]),
        .executableTarget(
            name: "LoopbackHarness",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Connectivity", package: "LanParty"),
                .product(name: "GameCore", package: "LanParty"),
                .product(name: "CrazyEights", package: "LanParty"),
                .product(name: "Histogram", package: "hdrhistogram-swift"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
                .product(name: "WebPlay", package: "LanParty"),
                .product(name: "LanPartyRecord", package: "LanParty"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "HarnessTests",
            dependencies: [
                "LoopbackHarness", "BenchmarkSupport",
                .product(name: "Connectivity", package: "LanParty"),
                .product(name: "GameCore", package: "LanParty"),
                .product(name: "CrazyEights", package: "LanParty"),
            ]
        ),
        // The deterministic cost guard (issue 38): fixed workloads through a real host without
        // sockets, counted with callgrind by Scripts/cost-guard against cost-budget.txt.
        .executableTarget(
            name: "CostGuard",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Connectivity", package: "LanParty"),
                .product(name: "GameCore", package: "LanParty"),
                .product(name: "CrazyEights", package: "LanParty"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
            ]
        ),
        // Sealed sessions (issue 30): CPU per handshake and per sealed record, in-process.
        .executableTarget(
            name: "SealFigures",
            dependencies: [.product(name: "Connectivity", package: "LanParty")]
        ),
        // The record (SPEC §13): bytes per game of each module, commit time per step, replay speed.
        .executableTarget(
            name: "RecordFigures",
            dependencies: [
                .product(name: "LanPartyRecord", package: "LanParty"),
                .product(name: "GameCore", package: "LanParty"),
                .product(name: "CrazyEights", package: "LanParty"),
                .product(name: "Quortex", package: "LanParty"),
                .product(name: "SketchDuel", package: "LanParty"),
            ]
        ),
        // Quortex at six players: reducer, views and their JSON size, host step.
        .executableTarget(
            name: "QuortexRuntime",
            dependencies: [
                "BenchmarkSupport",
                "SuiteDefaults",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Connectivity", package: "LanParty"),
                .product(name: "GameCore", package: "LanParty"),
                .product(name: "Quortex", package: "LanParty"),
                .product(name: "NIOCore", package: "swift-nio"),
            ],
            path: "Benchmarks/QuortexRuntime",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Quortex fairness: seat win rates of greedy-bot games per player count, with Wilson
        // intervals (a plain executable: `swift run -c release QuortexFairness`).
        .executableTarget(
            name: "QuortexFairness",
            dependencies: [
                .product(name: "GameCore", package: "LanParty"),
                .product(name: "Quortex", package: "LanParty"),
            ]
        ),
        // SketchDuel: bytes per point on the wire and the host's cost per streamed batch (a plain
        // executable: `swift run -c release SketchDuelWire`).
        .executableTarget(
            name: "SketchDuelWire",
            dependencies: [
                .product(name: "Connectivity", package: "LanParty"),
                .product(name: "GameCore", package: "LanParty"),
                .product(name: "SketchDuel", package: "LanParty"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
    ] + benchmarkSuites.map { suite in
        .executableTarget(
            name: suite,
            dependencies: [
                "BenchmarkSupport",
                "SuiteDefaults",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Connectivity", package: "LanParty"),
                .product(name: "GameCore", package: "LanParty"),
                .product(name: "CrazyEights", package: "LanParty"),
                .product(name: "Quortex", package: "LanParty"),
                .product(name: "NIOCore", package: "swift-nio"),
            ],
            path: "Benchmarks/\(suite)",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
    },
    swiftLanguageModes: [.v6]
)
