"""
Demo
====

A short demo of tensors.
"""

import torch

###############################################################
# Make a tensor with ``torch.ones``.

x = torch.ones(3)
print(x)
