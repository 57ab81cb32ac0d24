// Placeholder so the test target builds; replaced by real tests.
