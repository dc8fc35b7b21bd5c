import SheetScenario

extension DemoTrace {
  /// What a screen reader is given when the sheet announces a rest, read back from GTK's
  /// accessibility context: `{"t":…,"event":"accessible","page":…,"description":…,"valueText":…}`
  /// (each `null` when GTK keeps no context, as under `GTK_A11Y=none`).
  static func accessible(
    _ text: (description: String?, valueText: String?), at time: Double, page: DemoPage
  ) -> String {
    func json(_ value: String?) -> String { value.map(JSONLines.string) ?? "null" }
    return demoEvent(
      "accessible", at: time, page: page,
      [("description", json(text.description)), ("valueText", json(text.valueText))])
  }
}
