"""The ruling engine: loading, table-record analysis, inference, rendering, cases."""
