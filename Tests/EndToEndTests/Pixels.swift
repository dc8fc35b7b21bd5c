import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Pixel checks on screenshots, with ImageMagick.
enum Pixels {
  /// A rectangle of a screenshot, in pixels (the screen is 390 × 844 at one pixel per point).
  struct Region: Sendable, CustomStringConvertible {
    var x: Int
    var y: Int
    var width: Int
    var height: Int
    var geometry: String { "\(width)x\(height)+\(x)+\(y)" }
    var description: String { geometry }
  }

  /// The colour at (x, y), as 0–255 RGB.
  static func color(_ path: String, x: Int, y: Int) throws -> (r: Int, g: Int, b: Int) {
    let text = try imageMagick(
      "convert '\(path)' -format '%[fx:int(255*p{\(x),\(y)}.r)] %[fx:int(255*p{\(x),\(y)}.g)] %[fx:int(255*p{\(x),\(y)}.b)]' info:-"
    )
    let parts = text.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    guard parts.count == 3 else { throw ProcessError("cannot read the pixel at (\(x), \(y)) of \(path): \(text)") }
    return (parts[0], parts[1], parts[2])
  }

  /// The standard deviation of the grey levels in `region` (0–255): high where there are sharp
  /// edges, low once they are blurred.
  static func deviation(_ path: String, in region: Region) throws -> Double {
    let text = try imageMagick(
      "convert '\(path)' -crop \(region.geometry) +repage -colorspace gray -format '%[fx:standard_deviation*255]' info:-"
    )
    guard let value = Double(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
      throw ProcessError("cannot read the deviation of \(region) in \(path): \(text)")
    }
    return value
  }

  /// The fraction of `region`'s pixels (0–1) within `fuzz` percent of the colour range of
  /// `color` (0–255 RGB).
  static func fraction(_ path: String, of color: (r: Int, g: Int, b: Int), in region: Region, fuzz: Int = 1) throws
    -> Double
  {
    // Pixels near the colour become black and all others white; the mean is then the share of
    // the others.
    let text = try imageMagick(
      "convert '\(path)' -crop \(region.geometry) +repage -alpha off -fuzz \(fuzz)% -fill black -opaque 'rgb(\(color.r),\(color.g),\(color.b))' -fill white +opaque black -colorspace gray -format '%[fx:mean]' info:-"
    )
    guard let others = Double(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
      throw ProcessError("cannot count \(color) in \(region) of \(path): \(text)")
    }
    return 1 - others
  }

  /// The fraction of `region`'s pixels (0–1) whose chroma (the largest less the smallest of R, G
  /// and B) is more than `threshold` of the range (0–1): coloured, not white or grey.
  static func colouredFraction(_ path: String, in region: Region, threshold: Double = 0.25) throws -> Double {
    let text = try imageMagick(
      "convert '\(path)' -crop \(region.geometry) +repage -alpha off -fx 'max(r,max(g,b))-min(r,min(g,b)) > \(threshold) ? 1 : 0' -colorspace gray -format '%[fx:mean]' info:-"
    )
    guard let value = Double(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
      throw ProcessError("cannot read the colours of \(region) in \(path): \(text)")
    }
    return value
  }

  /// How many pixels of `region` differ between two screenshots by more than `fuzz` percent of
  /// the colour range (0: any difference).
  static func differingPixels(_ a: String, _ b: String, in region: Region, fuzz: Int = 0) throws -> Int {
    let first = "/tmp/bottom-sheet-crop-a-\(getpid()).png"
    let second = "/tmp/bottom-sheet-crop-b-\(getpid()).png"
    // `compare` prints the count on standard error and exits 1 when the images differ.
    let text = try imageMagick(
      "convert '\(a)' -crop \(region.geometry) +repage '\(first)' && convert '\(b)' -crop \(region.geometry) +repage '\(second)' && { compare -metric AE -fuzz \(fuzz)% '\(first)' '\(second)' null: 2>&1 || true; }"
    )
    guard let value = Double(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
      throw ProcessError("cannot compare \(region) of \(a) and \(b): \(text)")
    }
    return Int(value)
  }

  /// The fine detail in `region` (0–255): the standard deviation of its grey levels less their
  /// Gaussian blur of 20 pixels — the contrast of edges and features smaller than about 20
  /// points, which a blur takes away first, and not the region's large-scale shading.
  static func detail(_ path: String, in region: Region) throws -> Double {
    let text = try imageMagick(
      "convert '\(path)' -crop \(region.geometry) +repage -colorspace gray \\( +clone -blur 0x20 \\) -compose Mathematics -define compose:args='0,1,-1,0.5' -composite -format '%[fx:standard_deviation*255]' info:-"
    )
    guard let value = Double(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
      throw ProcessError("cannot read the detail of \(region) in \(path): \(text)")
    }
    return value
  }

  /// The grey levels (0–255) of `region`'s pixels, row by row.
  static func greys(_ path: String, in region: Region) throws -> [[Double]] {
    let text = try imageMagick(
      "convert '\(path)' -crop \(region.geometry) +repage -alpha off -colorspace gray -depth 8 gray:- | od -An -v -tu1")
    let values = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { Double($0) }
    guard values.count == region.width * region.height else {
      throw ProcessError("read \(values.count) grey levels of \(region) in \(path)")
    }
    return (0..<region.height).map { Array(values[($0 * region.width)..<(($0 + 1) * region.width)]) }
  }

  /// The first and last x of row `y` (within `from..<to`) whose pixel is near white (every channel
  /// above `floor`, 0–255), or nil when none is: the span a light card covers on that row.
  static func lightSpan(_ path: String, y: Int, from: Int, to: Int, floor: Int = 230) throws -> (first: Int, last: Int)?
  {
    let text = try imageMagick(
      "convert '\(path)' -crop \(to - from)x1+\(from)+\(y) +repage -alpha off -depth 8 rgb:- | od -An -v -tu1")
    let values = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { Int($0) }
    var xs: [Int] = []
    for index in stride(from: 0, to: values.count - 2, by: 3)
    where values[index] > floor && values[index + 1] > floor && values[index + 2] > floor {
      xs.append(from + index / 3)
    }
    guard let first = xs.first, let last = xs.last else { return nil }
    return (first, last)
  }

  /// Runs an ImageMagick command line and returns its standard output.
  private static func imageMagick(_ command: String) throws -> String {
    let out = "/tmp/bottom-sheet-pixels-\(getpid()).txt"
    let status = try ChildProcess.run("/bin/sh", ["-c", "{ \(command); } > \(out)"])
    let text = (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
    guard status == 0 else { throw ProcessError("ImageMagick failed (\(status)): \(command)") }
    return text
  }
}
