import Shop

try runSample()
