import BottomSheetCore

extension Scenario {
  /// Reads scroll regions: `[{"id", "frame": {"x", "y", "width", "height"}, "axis": "vertical" |
  /// "horizontal", "contentLength", "offset": 0}]` (`content.regions`, or a `scrollRegions`
  /// event's `regions`), the frame in the card, in points.
  /// - Throws: ``ScenarioError`` naming a missing field or one of the wrong type.
  static func regions(_ values: [JSONValue], path: String) throws(ScenarioError) -> [SheetScrollRegion] {
    var regions: [SheetScrollRegion] = []
    for (index, value) in values.enumerated() {
      let object = try JSONObject(value, path: "\(path)[\(index)]")
      guard let frame = try object.object("frame") else {
        throw ScenarioError(path: object.fieldPath("frame"), message: "required object is missing")
      }
      regions.append(
        SheetScrollRegion(
          id: try object.requiredString("id"),
          frame: SheetRect(
            x: try frame.requiredNumber("x"), y: try frame.requiredNumber("y"),
            width: try frame.requiredNumber("width"),
            height: try frame.requiredNumber("height")),
          axis: try object.choice("axis", SheetScrollRegion.Axis.self) ?? .vertical,
          contentLength: try object.requiredNumber("contentLength"), offset: try object.number("offset") ?? 0))
    }
    return regions
  }

  /// Scroll regions as ``regions(_:path:)`` reads them, every field written.
  static func json(_ regions: [SheetScrollRegion]) -> JSONValue {
    .array(
      regions.map { region in
        var fields: JSONFields = ["id": .string(region.id)]
        fields["frame"] = .object([
          "x": .number(region.frame.x), "y": .number(region.frame.y), "width": .number(region.frame.width),
          "height": .number(region.frame.height),
        ])
        fields["axis"] = .string(region.axis.rawValue)
        fields["contentLength"] = .number(region.contentLength)
        fields["offset"] = .number(region.offset)
        return .object(fields)
      })
  }
}
