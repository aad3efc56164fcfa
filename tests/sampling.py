"""Sample sizes of the long property, fuzz and differential tests.

The default run checks a smaller sample of the same examples; the full sample runs under
``-m slow`` with the same test body, so nothing is checked only in one of them:

- ``sizes(default, full)`` is a ``parametrize`` list for a plain test that takes its sample
  size (a count, a stride, ...) as an argument: ``[default, full marked slow]``.
- ``@sampled(default, full, *strategies)`` replaces ``@settings(max_examples=...)`` and
  ``@given(*strategies)`` on a Hypothesis test: the decorated name checks ``default``
  examples in the default run, and a twin named ``<name>_full_sample``, marked slow, checks
  ``full``.  Hypothesis runs derandomized, so both check the same first examples on every
  run and the full sample is a superset of the default one.
"""

from __future__ import annotations

import functools
import sys

import pytest
from hypothesis import HealthCheck, given, settings


def sizes(default, full):
    """``[default, full]`` for ``pytest.mark.parametrize``; the full one is marked slow."""
    return [pytest.param(default, id=f"sample-{default}"),
            pytest.param(full, id=f"full-{full}", marks=pytest.mark.slow)]


def hypothesis_settings(n: int, **extra) -> settings:
    """Derandomized, no example database, no deadline: the same examples on every run."""
    base = dict(max_examples=n, deadline=None, derandomize=True, database=None,
                suppress_health_check=[HealthCheck.too_slow])
    base.update(extra)
    return settings(**base)


def sampled(default: int, full: int, *strategies, **options):
    """A Hypothesis test over ``strategies`` with ``default`` examples, and its slow twin.

    ``options`` go to ``hypothesis.settings`` (e.g. ``print_blob=True``).  The twin is put
    beside the test in the calling module, as ``<name>_full_sample``, so pytest collects it.
    """
    module = sys._getframe(1).f_globals

    def decorate(body):
        def build(n):
            @functools.wraps(body)
            def copy(*args, **kwargs):
                return body(*args, **kwargs)
            return hypothesis_settings(n, **options)(given(*strategies)(copy))

        twin = pytest.mark.slow(build(full))
        twin.__name__ = twin.__qualname__ = f"{body.__name__}_full_sample"
        module[twin.__name__] = twin
        return build(default)

    return decorate
