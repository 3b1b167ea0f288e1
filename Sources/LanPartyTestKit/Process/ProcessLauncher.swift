import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Starts processes (``Spawn``) and wires their pipes to ``LineLog``s.
enum ProcessLauncher {
    /// Starts `executable`; `findChild` resolves the program's own pid when the executable is a
    /// launcher that forks it (nsenter entering a PID namespace).
    static func launch(
        host: Int, executable: URL, arguments: [String], command: [String],
        environment: [String: String]? = nil, findChild: Bool
    ) async throws -> HostProcess {
        let input = try SpawnPipe(), output = try SpawnPipe(), errors = try SpawnPipe()
        let launcher: pid_t
        do {
            defer {
                close(input.read)
                close(output.write)
                close(errors.write)
            }
            launcher = try Spawn.start(
                executable.path, arguments, environment: environment,
                stdin: input.read, stdout: output.write, stderr: errors.write)
        } catch {
            close(input.write)
            close(output.read)
            close(errors.read)
            throw error
        }
        let stdout = LineLog(), stderr = LineLog(), exit = ExitBox()
        pump(FileHandle(fileDescriptor: output.read, closeOnDealloc: true), into: stdout)
        pump(FileHandle(fileDescriptor: errors.read, closeOnDealloc: true), into: stderr)
        // One thread per child blocks in `waitpid` on its pid.
        Thread { exit.set(Spawn.wait(for: launcher)) }.start()
        let pid = findChild ? await childPID(of: launcher, exit: exit) : launcher
        return HostProcess(
            host: host, command: command, pid: pid, launcherPID: launcher, stdout: stdout, stderr: stderr,
            stdin: FileHandle(fileDescriptor: input.write, closeOnDealloc: true), exit: exit)
    }

    /// Reads a pipe on its own thread until EOF, splitting lines.
    private static func pump(_ handle: FileHandle, into log: LineLog) {
        let thread = Thread {
            var pending = Data()
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                pending.append(chunk)
                while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    log.append(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
                    pending.removeSubrange(pending.startIndex...newline)
                }
            }
            if !pending.isEmpty { log.append(String(decoding: pending, as: UTF8.self)) }
            log.finish()
        }
        thread.start()
    }

    /// The launcher's only child, as soon as it has forked it (falls back to the launcher itself
    /// if it ends first or takes unreasonably long).
    private static func childPID(of launcher: pid_t, exit: ExitBox) async -> pid_t {
        let path = "/proc/\(launcher)/task/\(launcher)/children"
        let deadline = ContinuousClock.now.advanced(by: .seconds(5))
        while ContinuousClock.now < deadline, exit.value == nil {
            if let text = try? String(contentsOfFile: path, encoding: .utf8),
                let child = text.split(separator: " ").first.flatMap({ pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
            {
                return child
            }
            try? await Task.sleep(for: .milliseconds(2))
        }
        return launcher
    }
}
