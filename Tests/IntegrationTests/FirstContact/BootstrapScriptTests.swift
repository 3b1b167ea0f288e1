import Foundation
import LanPartyTestKit
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `Scripts/bootstrap` (issue 31), run against stand-ins for `dpkg-query`, `apt-get`, `python3` and
/// `id` on its PATH: what it installs on a fresh machine, that a second run changes nothing, and
/// what it tells a user who is not root. Nothing is installed for real.
@Suite("Scripts/bootstrap")
struct BootstrapScriptTests {
    /// What a plain `swift build` needs, as README's "Try it" lists it.
    static let buildPackages = ["libavahi-client-dev", "libqrencode-dev", "zlib1g-dev", "libsqlite3-dev"]

    /// One run: exit, what it printed, and what the stand-ins were asked to do, in order.
    struct Run {
        var exit: ProcessExit
        var stdout: String
        var stderr: String
        var calls: [String]
        /// Whether the no-services policy file was left behind.
        var policyLeft: Bool
    }

    /// Runs the script as user `uid` on a machine where `installed` are the installed Debian
    /// packages (`["all"]`: every one) and `selenium` says whether python3 imports selenium.
    static func run(uid: Int, installed: [String], selenium: Bool) throws -> Run {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bootstrap-\(UUID().uuidString.prefix(8))")
        let bin = folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let stubs = [
            // dpkg-query -W -f=FORMAT PACKAGE...: a status line per installed one, a complaint per other.
            "dpkg-query": """
            #!/bin/sh
            shift 2
            status=0
            for p in "$@"; do
              case " $STUB_INSTALLED " in
                *" $p "*|*" all "*) echo "$p install ok installed" ;;
                *) echo "dpkg-query: no packages found matching $p" >&2; status=1 ;;
              esac
            done
            exit $status
            """,
            "apt-get": """
            #!/bin/sh
            [ -x "$LANPARTY_BOOTSTRAP_POLICY_RC_D" ] && echo "policy-rc.d in place" >> "$STUB_LOG"
            echo "apt-get $*" >> "$STUB_LOG"
            """,
            "python3": """
            #!/bin/sh
            if [ "$1" = "-c" ]; then [ "$STUB_SELENIUM" = yes ]; exit $?; fi
            echo "python3 $*" >> "$STUB_LOG"
            """,
            "id": "#!/bin/sh\necho \"$STUB_UID\"\n",
        ]
        for (name, text) in stubs {
            let path = bin.appendingPathComponent(name).path
            try (text + "\n").write(toFile: path, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        }
        let log = folder.appendingPathComponent("calls.log").path
        let policy = folder.appendingPathComponent("policy-rc.d").path
        let environment = [
            "PATH": "\(bin.path):/usr/bin:/bin", "STUB_LOG": log, "STUB_UID": String(uid),
            "STUB_INSTALLED": installed.joined(separator: " "), "STUB_SELENIUM": selenium ? "yes" : "no",
            "LANPARTY_BOOTSTRAP_POLICY_RC_D": policy,
        ]
        let stdoutPath = folder.appendingPathComponent("stdout").path
        let stderrPath = folder.appendingPathComponent("stderr").path
        let null = open("/dev/null", O_RDONLY | O_CLOEXEC)
        let out = open(stdoutPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        let err = open(stderrPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        defer { [null, out, err].forEach { close($0) } }
        let script = packageRoot.appendingPathComponent("Scripts/bootstrap").path
        let pid = try Spawn.start("/bin/bash", [script], environment: environment, stdin: null, stdout: out, stderr: err)
        let exit = Spawn.wait(for: pid)
        let calls = ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        return Run(
            exit: exit, stdout: try String(contentsOfFile: stdoutPath, encoding: .utf8),
            stderr: try String(contentsOfFile: stderrPath, encoding: .utf8), calls: calls,
            policyLeft: FileManager.default.fileExists(atPath: policy))
    }

    /// The package's folder (this file is Tests/IntegrationTests/FirstContact/...).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func onAFreshMachineItUpdatesThenInstallsEverything() throws {
        let run = try Self.run(uid: 0, installed: [], selenium: false)
        #expect(run.exit == .exited(0), "\(run.stderr)")
        let apt = run.calls.filter { $0.hasPrefix("apt-get") }
        #expect(apt.count == 2)
        #expect(apt.first == "apt-get update -qq")
        let install = apt.last ?? ""
        #expect(install.hasPrefix("apt-get install -y "))
        let packages = Set(install.split(separator: " ").map(String.init))
        for package in Self.buildPackages + ["tcpdump", "chromium", "chromium-driver", "avahi-daemon"] {
            #expect(packages.contains(package), "\(package) is not installed")
        }
        #expect(run.calls.first == "policy-rc.d in place", "services could start while apt-get runs")
        #expect(run.calls.last == "python3 -m pip install --quiet --disable-pip-version-check selenium axe-selenium-python")
        #expect(!run.policyLeft)
    }

    @Test func whenEverythingIsPresentASecondRunChangesNothing() throws {
        let run = try Self.run(uid: 0, installed: ["all"], selenium: true)
        #expect(run.exit == .exited(0))
        #expect(run.calls.isEmpty, "\(run.calls)")
        #expect(run.stdout == "bootstrap: all present\n")
        #expect(!run.policyLeft)
    }

    @Test func onlyWhatIsMissingIsInstalled() throws {
        let run = try Self.run(uid: 0, installed: ["all"], selenium: false)
        #expect(run.exit == .exited(0))
        #expect(run.calls == ["python3 -m pip install --quiet --disable-pip-version-check selenium axe-selenium-python"])
        let sqliteOnly = try Self.run(
            uid: 0, installed: ["libavahi-client-dev", "libqrencode-dev", "zlib1g-dev"], selenium: true)
        #expect(sqliteOnly.calls.contains { $0.hasPrefix("apt-get install") && $0.contains("libsqlite3-dev") })
        #expect(!sqliteOnly.calls.contains { $0.hasPrefix("apt-get install") && $0.contains("zlib1g-dev") })
    }

    @Test func aUserWhoIsNotRootIsToldWhatToRunAndItFails() throws {
        let run = try Self.run(uid: 1000, installed: ["libavahi-client-dev", "zlib1g-dev"], selenium: true)
        #expect(run.exit == .exited(1))
        #expect(run.calls.isEmpty)
        #expect(run.stderr.contains("run 'sudo Scripts/bootstrap'"), "\(run.stderr)")
        #expect(run.stderr.contains("sudo apt-get install -y "))
        #expect(run.stderr.contains("libqrencode-dev") && run.stderr.contains("libsqlite3-dev"))
        let present = try Self.run(uid: 1000, installed: ["all"], selenium: true)
        #expect(present.exit == .exited(0))
        #expect(present.stdout == "bootstrap: all present\n")
    }
}
