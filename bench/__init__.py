"""Benchmarks that print figures; run them as scripts (`python bench/run_all.py`)."""
