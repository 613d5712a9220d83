"""The main graph: routing, wrappers over the six subgraphs, confirmation and the one writer."""
