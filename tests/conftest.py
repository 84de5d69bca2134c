"""The tests are a composition root: they hand the engine the knowledge base."""

from engine.registry import install
from kb import KNOWLEDGE

install(KNOWLEDGE)
