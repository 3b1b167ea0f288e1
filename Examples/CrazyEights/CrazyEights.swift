/// Crazy Eights, the flagship game module.
public enum CrazyEightsPlaceholder {}
