extension GameModule {
    /// No rules of its own for the browser: the page shows ``rulesText``.
    public static var webRulesText: String? { nil }
}
