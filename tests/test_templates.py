"""Declared facts: every intermediate conclusion is of a template with typed fields, so a
rule that misspells a field, or gives it a value of another type, fails when the
knowledge base is loaded (patterns) or when it concludes (facts), never by silently
not matching."""

import importlib
import sys
import textwrap

import pytest

from ruling.engine.facts import State, template
from ruling.engine.rete import MATCH, W
from ruling.kb.common import templates


def test_a_template_takes_its_declared_fields():
    ib = templates.IbReplacement(irr="auction 2", seat="E", call="2H", kind="bid",
                                 sufficient=True, b1a=True, legal=True, new_at="auction 4",
                                 n=4, premature=False, withdrawn="1H", second=False)
    assert ib["call"] == "2H" and ib.kind == "ib-replacement"
    assert templates.IbReplacement(irr=MATCH.at, seat=W())  # a pattern: constraints pass


def test_a_misspelt_field_fails_where_it_is_written():
    with pytest.raises(TypeError, match="ib-replacement has no field 'ir'"):
        templates.IbReplacement(ir=MATCH.at)


def test_a_value_of_another_type_fails():
    with pytest.raises(TypeError, match=r"ib-replacement\.n is <class 'int'>"):
        templates.IbReplacement(irr="auction 2", n="four")


def test_state_itself_is_abstract():
    with pytest.raises(TypeError, match="abstract"):
        State(name="ib-replacement", irr="auction 2")


def test_a_law_module_with_a_misspelt_field_fails_to_load(tmp_path, monkeypatch):
    source = textwrap.dedent('''
        from ruling.kb.common.templates import IbReplacement
        from ruling.kb.dsl import AS, MATCH, LawModule, law

        class Law99(LawModule):
            @law("99A", AS.rep << IbReplacement(irr=MATCH.at, secnd=False), en="", ru="")
            def rule(self, rep):
                pass
    ''')
    (tmp_path / "misspelt_law.py").write_text(source)
    monkeypatch.syspath_prepend(str(tmp_path))
    with pytest.raises(TypeError, match="has no field 'secnd'"):
        importlib.import_module("misspelt_law")
    sys.modules.pop("misspelt_law", None)


def test_a_misspelt_template_name_fails_to_load(tmp_path, monkeypatch):
    (tmp_path / "misspelt_name.py").write_text(
        "from ruling.kb.common.templates import IbReplacment  # noqa: F401\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    with pytest.raises(ImportError, match="IbReplacment"):
        importlib.import_module("misspelt_name")


def test_every_template_is_declared_once():
    declared = [v for v in vars(templates).values()
                if isinstance(v, type) and issubclass(v, State) and v is not State]
    kinds = [t.kind for t in declared]
    assert len(kinds) == len(set(kinds)) > 100


def test_template_names_its_kind():
    made = template("made-up", irr=str, count=int | None)
    assert made.__name__ == "MadeUp" and made(irr="play 3", count=None)["count"] is None
