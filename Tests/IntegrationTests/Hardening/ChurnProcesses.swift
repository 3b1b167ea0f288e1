import Foundation
import LanPartyTestKit

#if canImport(Glibc)
    import Glibc
#endif

/// Bare-connection churn from other processes, as the second client of issue 39 ran it: a small C
/// program (the one `Benchmarks/Scripts/flood` builds), compiled here with `cc`, that opens a
/// connection from one of `sources` addresses of 127.`block`.0.0/16 and resets it at once, as fast
/// as it can. Compiled C makes 4-6 thousand connections a second against a debug host, where this
/// test process's own debug-built sockets (``RawSockets``) made about 1,200.
enum ChurnProcesses {
    static let source = #"""
        #include <arpa/inet.h>
        #include <netinet/in.h>
        #include <stdio.h>
        #include <stdlib.h>
        #include <sys/socket.h>
        #include <time.h>
        #include <unistd.h>
        /* churn PORT SECONDS SOURCES BLOCK: bare connects to 127.0.0.1:PORT, reset at once. */
        int main(int argc, char **argv) {
          int port = atoi(argv[1]); double secs = atof(argv[2]); int sources = atoi(argv[3]);
          unsigned block = (unsigned)atoi(argv[4]);
          struct sockaddr_in to = {0}; to.sin_family = AF_INET; to.sin_port = htons(port);
          inet_pton(AF_INET, "127.0.0.1", &to.sin_addr);
          struct timespec t0, t; clock_gettime(CLOCK_MONOTONIC, &t0); long made = 0;
          for (long i = 0;; i++) {
            clock_gettime(CLOCK_MONOTONIC, &t);
            if (t.tv_sec - t0.tv_sec + (t.tv_nsec - t0.tv_nsec) / 1e9 > secs) break;
            int s = socket(AF_INET, SOCK_STREAM, 0);
            struct linger l = {1, 0}; setsockopt(s, SOL_SOCKET, SO_LINGER, &l, sizeof l);
            struct sockaddr_in from = {0}; from.sin_family = AF_INET; int k = i % sources;
            from.sin_addr.s_addr = htonl((127u << 24) | (block << 16) | ((unsigned)(k / 250) << 8) | (unsigned)(k % 250 + 1));
            bind(s, (void *)&from, sizeof from);
            if (connect(s, (void *)&to, sizeof to) == 0) made++;
            close(s);
          }
          printf("%ld\n", made);
          return 0;
        }
        """#

    /// The compiled program, built once per test process; `nil` without a C compiler.
    static let program: String? = {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lanparty-churn-\(getpid())")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let sourceFile = directory.appendingPathComponent("churn.c")
        let binary = directory.appendingPathComponent("churn").path
        guard (try? source.write(to: sourceFile, atomically: true, encoding: .utf8)) != nil,
            let cc = ["/usr/bin/cc", "/usr/bin/gcc", "/usr/bin/clang"].first(where: FileManager.default.isExecutableFile),
            let pid = try? Spawn.start(cc, ["-O2", "-o", binary, sourceFile.path], stdin: 0, stdout: 2, stderr: 2),
            Spawn.wait(for: pid) == .exited(0)
        else { return nil }
        return binary
    }()

    /// Runs `processes` churners against `port` for `seconds`, each from `sources` addresses of
    /// block `block` (and the next blocks); the connections they made, or `nil` without a compiler.
    static func churn(port: Int, seconds: Double, sources: Int, block: UInt8, processes: Int) async -> Int? {
        guard let program else { return nil }
        return await withTaskGroup(of: Int.self) { group in
            for index in 0..<processes {
                group.addTask {
                    await RawSockets.onThread {
                        guard let output = try? SpawnPipe() else { return 0 }
                        let arguments = ["\(port)", "\(seconds)", "\(sources)", "\(Int(block) + index)"]
                        guard let pid = try? Spawn.start(program, arguments, stdin: 0, stdout: output.write, stderr: 2) else {
                            return 0
                        }
                        close(output.write)
                        var bytes: [UInt8] = []
                        var chunk = [UInt8](repeating: 0, count: 64)
                        while true {
                            let count = read(output.read, &chunk, chunk.count)
                            guard count > 0 else { break }
                            bytes += chunk[..<count]
                        }
                        close(output.read)
                        _ = Spawn.wait(for: pid)
                        return Int(String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
                    }
                }
            }
            return await group.reduce(0, +)
        }
    }
}
