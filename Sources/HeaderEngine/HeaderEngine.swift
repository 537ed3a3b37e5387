// The HeaderEngine module. See docs/architecture.md.
