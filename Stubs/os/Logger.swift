// A stand-in for Apple's `os` module (the unified logging system's Swift API), declaring only what
// Sources/SwiftUIBottomSheet uses (its trace, `SheetTrace`), so that the layer's logging
// type-checks on Linux. Written for this project: each declaration's shape (labels, types,
// defaults, conformances, `@frozen`, availability) follows Apple's interface of the `os` module
// and its documentation pages, as recorded in SIGNATURES.md; bodies do nothing. Never a product.
//
// Not modelled: the compiler's OSLog optimization, which on Apple platforms requires a message to
// be a string interpolation literal and its formatting and privacy arguments to be constants
// (`@_semantics("oslog.requires_constant_arguments")` in the SDK). Here any `OSLogMessage`
// value compiles; the layer logs from one call site, with a literal and `privacy: .public`.

/// Writes messages to the unified logging system (`os.Logger`; iOS 14, macOS 11, visionOS 1).
///
/// Not `Sendable`: the iOS 17.0 SDK declares no conformance (the iOS 26.2 SDK declares
/// `@unchecked Sendable`), so code that type-checks here needs neither.
@available(macOS 11.0, iOS 14.0, watchOS 7.0, tvOS 14.0, *)
public struct Logger {
  /// A logger for `subsystem` and `category`.
  public init(subsystem: String, category: String) {}

  /// Writes `message` at the debug level (in memory only, shown when debug messages are).
  public func debug(_ message: OSLogMessage) {}

  /// Writes `message` at the info level.
  public func info(_ message: OSLogMessage) {}
}

/// A log message: a string literal or interpolation (`os.OSLogMessage`).
@available(macOS 11.0, iOS 14.0, watchOS 7.0, tvOS 14.0, *)
@frozen public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
  public init(stringInterpolation: OSLogInterpolation) {}

  public init(stringLiteral value: String) {}
}

/// The interpolation of an `OSLogMessage` (`os.OSLogInterpolation`).
@available(macOS 11.0, iOS 14.0, watchOS 7.0, tvOS 14.0, *)
@frozen public struct OSLogInterpolation: StringInterpolationProtocol {
  public init(literalCapacity: Int, interpolationCount: Int) {}

  public mutating func appendLiteral(_ literal: String) {}

  public typealias StringLiteralType = String
}

@available(macOS 11.0, iOS 14.0, watchOS 7.0, tvOS 14.0, *)
extension OSLogInterpolation {
  /// Appends a string, aligned by `align` and shown or redacted by `privacy`.
  public mutating func appendInterpolation(
    _ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none,
    privacy: OSLogPrivacy = .auto
  ) {}
}

/// Whether an interpolated value is shown in the log (`os.OSLogPrivacy`).
@available(macOS 11.0, iOS 14.0, watchOS 7.0, tvOS 14.0, *)
@frozen public struct OSLogPrivacy {
  /// Always shown.
  public static var `public`: OSLogPrivacy { OSLogPrivacy() }

  /// The default: strings redacted, scalars shown.
  public static var auto: OSLogPrivacy { OSLogPrivacy() }
}

/// How an interpolated value is aligned in its column (`os.OSLogStringAlignment`).
@available(macOS 11.0, iOS 14.0, watchOS 7.0, tvOS 14.0, *)
@frozen public struct OSLogStringAlignment {
  /// No alignment: the value's natural width.
  public static var none: OSLogStringAlignment { OSLogStringAlignment() }
}

// The SDK's interfaces (iOS 17.0, iOS 26.2) declare none of these `Sendable`; the compiler would
// infer it for the stub's empty frozen structs. Marked unavailable, so the layer cannot rely on it.
@available(*, unavailable)
extension OSLogMessage: Sendable {}

@available(*, unavailable)
extension OSLogInterpolation: Sendable {}

@available(*, unavailable)
extension OSLogPrivacy: Sendable {}

@available(*, unavailable)
extension OSLogStringAlignment: Sendable {}
