"""The 2017 Laws of Duplicate Bridge."""
