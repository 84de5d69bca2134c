"""``ruling``: the Laws of Duplicate Bridge by forward chaining, a tournament director's
assistant.

The repository's root is this package (``pyproject.toml``: ``package-dir``): ``cli.py`` is
``ruling.cli`` (the commands; ``entry.py``, ``ruling.entry``, is the ``ruling`` command's
entry point, which rules on a plain ``ruling infer`` without loading typer), ``engine/``
is ``ruling.engine`` (what the record says, with no law in it), ``kb/`` is ``ruling.kb``
(the Laws, edition by edition), and ``cases/`` is the case library shipped with it.
"""
