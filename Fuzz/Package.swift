// swift-tools-version:6.0
import PackageDescription

/// libFuzzer targets, in their own package so the main package's normal build never sees the
/// fuzzer entry points (each executable links libFuzzer and only builds with
/// `-Xswiftc -sanitize=fuzzer`). Scripts/fuzz builds and runs them; Docs/Hardening.md explains.
let fuzzers = [
    "FrameDecoderFuzzer", "MessageCodecFuzzer", "HostMachineFuzzer",
    "CrazyEightsFuzzer", "QuortexFuzzer", "SketchDuelFuzzer", "StrokeCodecFuzzer", "PayloadJSONFuzzer",
    "NoiseFuzzer", "SealFuzzer",
]

let package = Package(
    name: "LanPartyFuzz",
    platforms: [.macOS(.v14)],
    dependencies: [
        // The main package, by path; `name:` lets targets refer to it whatever its folder is called.
        .package(name: "LanParty", path: ".."),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
    ],
    targets: [
        // Declares libFuzzer's LLVMFuzzerRunDriver, which each fuzzer's main calls.
        .target(name: "CFuzzer"),
        .target(
            name: "FuzzSupport",
            dependencies: [
                "CFuzzer",
                .product(name: "Connectivity", package: "LanParty"),
                .product(name: "GameCore", package: "LanParty"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
    ] + fuzzers.map { name in
        .executableTarget(
            name: name,
            dependencies: [
                "FuzzSupport",
                .product(name: "Connectivity", package: "LanParty"),
                .product(name: "GameCore", package: "LanParty"),
                .product(name: "CrazyEights", package: "LanParty"),
                .product(name: "Quortex", package: "LanParty"),
                .product(name: "SketchDuel", package: "LanParty"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        )
    },
    swiftLanguageModes: [.v6]
)
