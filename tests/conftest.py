"""The tests are a composition root: they hand the engine the knowledge base."""

from ruling.engine.registry import install
from ruling.kb import KNOWLEDGE

install(KNOWLEDGE)
