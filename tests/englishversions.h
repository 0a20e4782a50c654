// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// An English tutorial in two versions, as an upstream sync changes one: shared by the checkout,
// review and project tests, which build small repositories around it.

// The first English version.
inline const char *IntroV1 = "Introduction\n"
                             "============\n"
                             "\n"
                             "PyTorch is a library for deep learning. It runs on GPUs.\n"
                             "\n"
                             "Tensors\n"
                             "-------\n"
                             "\n"
                             "A tensor holds numbers. See `the docs <https://pytorch.org/docs>`_.\n"
                             "\n"
                             ".. code-block:: python\n"
                             "\n"
                             "   import torch\n"
                             "   x = torch.ones(2)\n"
                             "\n"
                             "The end of the introduction.\n";

// The upstream sync: the first paragraph reworded, one paragraph added after the tensor one.
inline const char *IntroV2 = "Introduction\n"
                             "============\n"
                             "\n"
                             "PyTorch is a library for deep learning. It runs on GPUs and CPUs.\n"
                             "\n"
                             "Tensors\n"
                             "-------\n"
                             "\n"
                             "A tensor holds numbers. See `the docs <https://pytorch.org/docs>`_.\n"
                             "\n"
                             "Tensors can live on any device.\n"
                             "\n"
                             ".. code-block:: python\n"
                             "\n"
                             "   import torch\n"
                             "   x = torch.ones(2)\n"
                             "\n"
                             "The end of the introduction.\n";
