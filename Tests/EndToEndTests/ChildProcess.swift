import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A child process started with `posix_spawn`, with an empty signal mask and default signal
/// handlers: Swift Testing's worker threads block SIGTERM, and a child started with
/// `Foundation.Process` would inherit that mask and ignore `terminate()`.
final class ChildProcess: @unchecked Sendable {
  let pid: pid_t
  private let lock = NSLock()
  private var lines: [String] = []
  private var partial = Data()
  private var reader: Thread?
  /// Whether `waitpid` has collected the process (its pid may belong to another process since).
  private var reaped = false
  private var exitCode: Int32?

  /// Starts `path` with `arguments` and extra `environment`; with `captureOutput`, standard
  /// output is read line by line into ``output``. Standard error goes to `stderrPath` if given.
  init(
    _ path: String, _ arguments: [String], environment: [String: String] = [:], captureOutput: Bool = false,
    stderrPath: String? = nil
  ) throws {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var empty = sigset_t()
    sigemptyset(&empty)
    posix_spawnattr_setsigmask(&attributes, &empty)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    sigaddset(&defaults, SIGTERM)
    sigaddset(&defaults, SIGINT)
    sigaddset(&defaults, SIGPIPE)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    var fds: [Int32] = [-1, -1]
    if captureOutput {
      guard pipe(&fds) == 0 else { throw ProcessError("pipe failed") }
      posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
      posix_spawn_file_actions_addclose(&actions, fds[0])
      posix_spawn_file_actions_addclose(&actions, fds[1])
    } else {
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    }
    posix_spawn_file_actions_addopen(&actions, 2, stderrPath ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)

    var env = ProcessInfo.processInfo.environment
    for (key, value) in environment { env[key] = value }
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var child: pid_t = 0
    let status = posix_spawn(&child, path, &actions, &attributes, argv, envp)
    guard status == 0 else { throw ProcessError("posix_spawn \(path) failed: \(status)") }
    pid = child
    if captureOutput {
      close(fds[1])
      let fd = fds[0]
      let thread = Thread { [weak self] in self?.readLoop(fd) }
      reader = thread
      thread.start()
    }
  }

  private func readLoop(_ fd: Int32) {
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = read(fd, &buffer, buffer.count)
      if count <= 0 { break }
      lock.lock()
      partial.append(contentsOf: buffer[0..<count])
      while let newline = partial.firstIndex(of: 0x0A) {
        lines.append(String(decoding: partial[partial.startIndex..<newline], as: UTF8.self))
        partial.removeSubrange(partial.startIndex...newline)
      }
      lock.unlock()
    }
    close(fd)
  }

  /// The lines read so far.
  var output: [String] {
    lock.lock()
    defer { lock.unlock() }
    return lines
  }

  /// Whether the process is still running.
  var isRunning: Bool {
    lock.lock()
    defer { lock.unlock() }
    guard !reaped else { return false }
    var status: Int32 = 0
    if waitpid(pid, &status, WNOHANG) == 0 { return true }
    reaped = true
    exitCode = (status & 0x7f) == 0 ? (status >> 8) & 0xff : nil
    return false
  }

  /// The exit status once the process has exited by itself (seen by ``isRunning``); `nil` before,
  /// or when a signal ended it.
  var exitStatus: Int32? {
    lock.lock()
    defer { lock.unlock() }
    return exitCode
  }

  /// SIGTERM, then SIGKILL after `grace` seconds; nothing once the process has been reaped.
  ///
  /// - Returns: Whether it exited within `grace` (by itself, or on SIGTERM).
  @discardableResult
  func stop(grace: Double = 3) -> Bool {
    guard isRunning else { return true }
    kill(pid, SIGTERM)
    let deadline = Date().addingTimeInterval(grace)
    while Date() < deadline {
      if !isRunning { return true }
      usleep(20_000)
    }
    kill(pid, SIGKILL)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    lock.lock()
    reaped = true
    lock.unlock()
    return false
  }

  /// Runs a command to completion and returns its exit status.
  @discardableResult
  static func run(_ path: String, _ arguments: [String], environment: [String: String] = [:]) throws -> Int32 {
    let child = try ChildProcess(path, arguments, environment: environment)
    var status: Int32 = 0
    waitpid(child.pid, &status, 0)
    return (status >> 8) & 0xff
  }
}

struct ProcessError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
