import Foundation

/// Finds the package's scripts and built executables from a test process.
public enum BuiltProducts {
    /// The package root: `LANPARTY_PACKAGE_ROOT`, else derived from this source file's path.
    public static var packageRoot: URL {
        if let root = ProcessInfo.processInfo.environment["LANPARTY_PACKAGE_ROOT"] {
            return URL(fileURLWithPath: root)
        }
        return URL(fileURLWithPath: #filePath)  // Sources/LanPartyTestKit/Network/BuiltProducts.swift
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// `Scripts/testnet`.
    public static var testnetScript: URL { packageRoot.appendingPathComponent("Scripts/testnet") }

    /// A built executable of this package, e.g. `lanparty-discovery-probe`: looked up in
    /// `LANPARTY_BUILD_DIR`, next to the running test binary, then in `.build/debug`.
    public static func executable(named name: String) throws -> URL {
        var directories: [URL] = []
        if let override = ProcessInfo.processInfo.environment["LANPARTY_BUILD_DIR"] {
            directories.append(URL(fileURLWithPath: override))
        }
        if let running = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            directories.append(running.deletingLastPathComponent())
        }
        directories.append(packageRoot.appendingPathComponent(".build/debug"))
        for directory in directories {
            let candidate = directory.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw TestNetworkError.missingExecutable(name: name, searched: directories.map(\.path))
    }
}

/// Why the test network could not be used.
public enum TestNetworkError: Error, CustomStringConvertible {
    /// Not root.
    case notRoot
    /// A built product is missing.
    case missingExecutable(name: String, searched: [String])
    /// `Scripts/testnet` failed; `output` is what it printed.
    case scriptFailed(arguments: [String], status: ProcessExit, output: [String])
    /// No such host.
    case noSuchHost(Int)

    /// A sentence for the test log.
    public var description: String {
        switch self {
        case .notRoot:
            "the network tests need root (network namespaces); run `sudo swift test` (CI=true makes this a failure)"
        case .missingExecutable(let name, let searched):
            "\(name) not built (looked in \(searched.joined(separator: ", "))); run `swift build --build-tests` first"
        case .scriptFailed(let arguments, let status, let output):
            "Scripts/testnet \(arguments.joined(separator: " ")) failed (\(status)): \(output.suffix(20).joined(separator: " | "))"
        case .noSuchHost(let host): "no host \(host) in this test network"
        }
    }
}
