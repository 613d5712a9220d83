"""The six subgraphs, each runnable alone: parsing, scheduling, resources, conflicts, resolution, query."""
