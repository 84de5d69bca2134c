"""The knowledge base: the Laws of Duplicate Bridge as forward-chaining rules.

One module a law, one package an edition (``kb.y2017``, ``kb.y1987``). Each law
module holds a class named after the law (``Law27``) whose rules are written with
:func:`kb.dsl.law`, and the law's title and summary in English and Russian.
``kb.editions`` assembles an edition's modules into its inference engine.
"""
