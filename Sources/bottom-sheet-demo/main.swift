// bottom-sheet-demo: the gallery of bottom sheets (drawer, floating card, tray, search). GTK 4 on Linux.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

switch DemoOptions.parse(Array(CommandLine.arguments.dropFirst())) {
case .help:
  TraceOutput.write(DemoOptions.help)
case .failure(let message):
  TraceOutput.write("error: \(message)\n\n\(DemoOptions.help)", to: 2)
  exit(2)
case .run(let options):
  if let base = options.record, let problem = RecordingFiles.problem(writingTo: base) {
    TraceOutput.write("bottom-sheet-demo: \(problem)", to: 2)
    exit(2)
  }
  #if os(Linux)
    if let settings = options.settings, case .failure(let problem) = LiveSettings.configuration(at: settings) {
      TraceOutput.write("bottom-sheet-demo: \(problem.message)", to: 2)
      exit(2)
    }
    exit(Gallery.run(options))
  #elseif os(macOS)
    // On a Mac the gallery is the SwiftUI layer's: the same four pages.
    _ = options
    SwiftUIGallery.run()
  #else
    _ = options
    TraceOutput.write("bottom-sheet-demo: the gallery runs on Linux (GTK 4) and macOS (SwiftUI).", to: 2)
    exit(1)
  #endif
}
