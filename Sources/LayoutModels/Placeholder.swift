// Placeholder so the target builds; replaced by real sources.
