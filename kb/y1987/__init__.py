"""The 1987 Laws of Duplicate Contract Bridge, as far as the seeds and certain knowledge go."""
