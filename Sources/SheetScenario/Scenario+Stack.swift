import BottomSheetCore

/// A sheet presented above the scenario's own: one entry of a scenario's `stack`.
public struct StackedSheet: Sendable {
  /// The sheet's configuration: the same fields as the scenario's own (`detents` required).
  public var configuration: SheetConfiguration
  /// Whether the sheet starts presented (`presented`, default `false`: the app presents it with
  /// a `present` event).
  public var presented: Bool
  /// Header height in points (`header.height`).
  public var headerHeight: Double
  /// Content height in points (`content.height`).
  public var contentHeight: Double
  /// Footer height in points (`footer.height`).
  public var footerHeight: Double

  /// Creates a stacked sheet; every length in points.
  public init(
    configuration: SheetConfiguration, presented: Bool = false, headerHeight: Double = 0, contentHeight: Double = 0,
    footerHeight: Double = 0
  ) {
    self.configuration = configuration
    self.presented = presented
    self.headerHeight = headerHeight
    self.contentHeight = contentHeight
    self.footerHeight = footerHeight
  }
}

/// The scenario fields of a stack of sheets: `stack`, and an event's `sheet`.
extension Scenario {
  /// Reads `stack`: an array of sheets, each an object with the configuration's fields
  /// (``configuration(_:diagnostics:)``: `detents`, `initial`, `dismissible`, `style`,
  /// `backdrop`, …), `presented` (default `false`) and `header`, `content` and `footer` heights.
  ///
  /// - Throws: ``ScenarioError`` naming the field (`stack[1].detents`, …).
  static func stack(_ values: [JSONValue]?, path: String, diagnostics: inout [String]) throws(ScenarioError)
    -> [StackedSheet]
  {
    guard let values else { return [] }
    var sheets: [StackedSheet] = []
    for (index, value) in values.enumerated() {
      let object = try JSONObject(value, path: "\(path)[\(index)]")
      func length(_ name: String) throws(ScenarioError) -> Double {
        guard let value = try object.object(name)?.number("height") else { return 0 }
        guard value >= 0, value <= SheetContainer.maximumHeight else {
          diagnostics.append("\(object.path).\(name).height \(value) is not a length in [0, 1000000] points; using 0")
          return 0
        }
        return value
      }
      sheets.append(
        StackedSheet(
          configuration: try configuration(object, diagnostics: &diagnostics),
          presented: try object.bool("presented") ?? false, headerHeight: try length("header"),
          contentHeight: try length("content"), footerHeight: try length("footer")))
    }
    return sheets
  }

  /// Reads an event's `sheet`: a whole number, or `nil` when left out. One that names no sheet
  /// of the stack is diagnosed where it is applied (`SheetStack.apply(_:toSheetAt:at:)`).
  /// - Throws: ``ScenarioError`` naming the field when it is not a whole number.
  static func sheet(_ object: JSONObject) throws(ScenarioError) -> Int? {
    guard let value = try object.number("sheet") else { return nil }
    guard value == value.rounded(), abs(value) < 1e9 else {
      throw ScenarioError(path: object.fieldPath("sheet"), message: "expected a whole number, found \(value)")
    }
    return Int(value)
  }

  /// Whether the replay is of a stack: the scenario has a `stack`, or an event names a sheet.
  public var isStack: Bool { !stack.isEmpty || events.contains { $0.sheet != nil } }
}
