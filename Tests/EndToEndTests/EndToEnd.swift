import Testing

/// Every end-to-end suite: each test starts its own Xvfb and demo, and the trait runs them one at
/// a time (nested suites included), so that timing-sensitive gestures never compete for the two
/// cores and no two X servers start at once.
@Suite("End to end", .serialized)
struct EndToEnd {}
