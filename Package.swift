// swift-tools-version:6.0
import PackageDescription

/// Swift 6 language mode is set package-wide below; these keep the code honest about existentials.
let strict: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "LanParty",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "Connectivity", targets: ["Connectivity"]),
        .library(name: "GameCore", targets: ["GameCore"]),
        .library(name: "CrazyEights", targets: ["CrazyEights"]),
        .library(name: "Quortex", targets: ["Quortex"]),
        .library(name: "SketchDuel", targets: ["SketchDuel"]),
        .library(name: "WebPlay", targets: ["WebPlay"]),
        // The host's memory (SPEC §13): every game in SQLite, replays, history, ratings.
        .library(name: "LanPartyRecord", targets: ["LanPartyRecord"]),
        // Everything lanhost and lanjoin do, with the games a package supplies (LanPartyProgram).
        .library(name: "LanPartyPrograms", targets: ["LanPartyPrograms"]),
        // What a module author tests with: audits, bot games, determinism (Docs/WritingAGameModule.md),
        // on GameCore alone: a game's module and tests build without the server stack.
        .library(name: "GameTestKit", targets: ["GameTestKit"]),
        // GameTestKit plus processes, loopback and the simulated LAN (LanParty's own integration tests).
        .library(name: "LanPartyTestKit", targets: ["LanPartyTestKit"]),
        .executable(name: "lanhost", targets: ["lanhost"]),
        .executable(name: "lanjoin", targets: ["lanjoin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/adam-fowler/compress-nio.git", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-crypto.git", from: "4.5.2"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-async-algorithms.git", from: "1.1.4"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket.git", from: "2.8.1"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-metrics.git", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus.git", from: "2.4.1"),
    ],
    targets: [
        // Headers live in /usr/include (libavahi-client-dev); the module map links the libraries.
        // No pkgConfig: avahi-client's cflags carry -D_REENTRANT, which SwiftPM warns about.
        // `providers` names the packages to install (`Scripts/bootstrap` installs them); each
        // shim.h stops with an #error naming them when the headers are missing.
        .systemLibrary(name: "CAvahi", providers: [.apt(["libavahi-client-dev"]), .brew(["avahi"])]),
        .systemLibrary(name: "CQRencode", providers: [.apt(["libqrencode-dev"]), .brew(["qrencode"])]),
        .target(
            name: "GameCore",
            swiftSettings: strict
        ),
        .target(
            name: "Connectivity",
            dependencies: [
                "GameCore",
                "CAvahi",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "CompressNIO", package: "compress-nio"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "_CryptoExtras", package: "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "AsyncAlgorithms", package: "swift-async-algorithms"),
                .product(name: "CoreMetrics", package: "swift-metrics"),
            ],
            swiftSettings: strict
        ),
        .target(
            name: "CrazyEights",
            dependencies: ["GameCore"],
            path: "Examples/CrazyEights",
            resources: [.copy("Web")],
            swiftSettings: strict
        ),
        .target(
            name: "Quortex",
            dependencies: ["GameCore"],
            path: "Examples/Quortex",
            resources: [.copy("Web")],
            swiftSettings: strict
        ),
        .target(
            name: "SketchDuel",
            dependencies: ["GameCore"],
            path: "Examples/SketchDuel",
            resources: [.copy("Web")],
            swiftSettings: strict
        ),
        // The browser client: an HTTP + WebSocket server beside the lobby's TCP listener (SPEC §9).
        .target(
            name: "WebPlay",
            dependencies: [
                "Connectivity", "GameCore", "CQRencode",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "CoreMetrics", package: "swift-metrics"),
            ],
            resources: [.copy("Resources")],
            swiftSettings: strict
        ),
        .target(
            name: "LanPartyRecord",
            dependencies: [
                "GameCore",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "CoreMetrics", package: "swift-metrics"),
            ],
            swiftSettings: strict
        ),
        .target(
            name: "LanPartyPrograms",
            dependencies: [
                "Connectivity", "GameCore", "CrazyEights", "Quortex", "SketchDuel", "WebPlay", "LanPartyRecord",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "CoreMetrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
            ],
            swiftSettings: strict
        ),
        .executableTarget(name: "lanhost", dependencies: ["LanPartyPrograms"], swiftSettings: strict),
        .executableTarget(name: "lanjoin", dependencies: ["LanPartyPrograms"], swiftSettings: strict),
        // Test-only helper: publishes/browses lobbies and prints JSON lines; integration tests run it
        // on simulated hosts (Scripts/testnet).
        .executableTarget(
            name: "lanparty-discovery-probe",
            dependencies: ["Connectivity", "GameCore", "LanPartyTestKit"],
            path: "Sources/DiscoveryProbe",
            swiftSettings: strict
        ),
        // Test-only: a game the stock programs lack, and a `lanhost` built with it (integration tests
        // of the host-rendered face, Docs/Protocol.md).
        .target(name: "TestGames", dependencies: ["GameCore"], swiftSettings: strict),
        .executableTarget(
            name: "lanparty-test-host", dependencies: ["LanPartyPrograms", "TestGames"], path: "Sources/TestHost",
            swiftSettings: strict
        ),
        .target(name: "GameTestKit", dependencies: ["GameCore"], swiftSettings: strict),
        .target(
            name: "LanPartyTestKit",
            dependencies: [
                "Connectivity", "GameCore", "GameTestKit",
                .product(name: "NIOCore", package: "swift-nio"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "ConnectivityTests",
            dependencies: [
                "Connectivity", "GameCore", "LanPartyTestKit", "TestGames",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "NIOTestUtils", package: "swift-nio"),
                .product(name: "CompressNIO", package: "compress-nio"),
            ],
            resources: [.copy("Seal/Fixtures")],
            swiftSettings: strict
        ),
        .testTarget(
            name: "LanPartyProgramsTests",
            dependencies: [
                "LanPartyPrograms", "LanPartyRecord", "GameCore", "CrazyEights",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "WebPlayTests",
            dependencies: [
                "WebPlay", "Connectivity", "GameCore", "TestGames",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            ],
            swiftSettings: strict
        ),
        .testTarget(name: "GameCoreTests", dependencies: ["GameCore"], swiftSettings: strict),
        .testTarget(
            name: "LanPartyRecordTests",
            dependencies: [
                "LanPartyRecord", "GameCore", "LanPartyTestKit", "CrazyEights", "Quortex", "SketchDuel", "TestGames",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: strict
        ),
        // The module author's kit (audits, bot games, determinism) against toy modules built to fail.
        .testTarget(
            name: "LanPartyTestKitTests", dependencies: ["LanPartyTestKit", "GameTestKit", "GameCore"], swiftSettings: strict),
        .testTarget(name: "CrazyEightsTests", dependencies: ["CrazyEights", "GameCore", "LanPartyTestKit"], swiftSettings: strict),
        .testTarget(
            name: "QuortexTests",
            dependencies: ["Quortex", "GameCore", "LanPartyTestKit", .product(name: "PropertyBased", package: "swift-property-based")],
            swiftSettings: strict
        ),
        .testTarget(
            name: "SketchDuelTests",
            dependencies: ["SketchDuel", "GameCore", "LanPartyTestKit", .product(name: "PropertyBased", package: "swift-property-based")],
            resources: [.copy("Fixtures")],
            swiftSettings: strict
        ),
        .testTarget(
            name: "IntegrationTests",
            dependencies: [
                "Connectivity", "GameCore", "LanPartyTestKit", "LanPartyPrograms", "WebPlay", "TestGames",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "CompressNIO", package: "compress-nio"),
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            swiftSettings: strict
        ),
    ],
    swiftLanguageModes: [.v6]
)
