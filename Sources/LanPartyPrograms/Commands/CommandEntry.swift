import ArgumentParser
import Foundation

/// Runs a command the way `main` should: argument parser's own output for `--help` and errors, but
/// the usage exit code is 2 (SPEC §7), not argument parser's 64.
public enum CommandEntry {
    /// Parses the process arguments, runs the command and exits with its status.
    public static func main<Command: AsyncParsableCommand>(_ command: Command.Type) async -> Never {
        exit(await status(of: command))
    }

    /// Parses the process arguments, runs the command and returns its exit status.
    static func status<Command: AsyncParsableCommand>(of command: Command.Type) async -> Int32 {
        do {
            var parsed = try Command.parseAsRoot()
            if var runnable = parsed as? any AsyncParsableCommand {
                try await runnable.run()
            } else {
                try parsed.run()
            }
            return ExitStatus.success.rawValue
        } catch {
            let code = Command.exitCode(for: error)
            let message = Command.fullMessage(for: error)
            if code == .success {
                if !message.isEmpty { print(message) }
                return ExitStatus.success.rawValue
            }
            if !message.isEmpty { FileHandle.standardError.write(Data((message + "\n").utf8)) }
            return code == .validationFailure ? ExitStatus.usage.rawValue : code.rawValue
        }
    }
}
