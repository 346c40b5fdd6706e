"""Cube Saga v0.6: the pure rules engine (no Django here)."""

from .engine import SagaEngine

ENGINE = SagaEngine()

__all__ = ["ENGINE", "SagaEngine"]
