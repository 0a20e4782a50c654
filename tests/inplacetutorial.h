// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// An English tutorial long enough that its first translated paragraphs leave it "mostly
// English" (under 5% Hangul), as a translation started in place is for a while: shared by the
// in-place start tests (tst_translationstart, tst_editorinplace).

#include <QString>

inline const char *InPlaceEnglish =
    "Saving and Loading Models\n"
    "=========================\n"
    "\n"
    "This tutorial shows how to save a model to a file and how to load it again later.\n"
    "\n"
    "What is a state dict\n"
    "--------------------\n"
    "\n"
    "A state dictionary maps each layer to its parameter tensor. Optimizers have one too.\n"
    "\n"
    "Saving the parameters only is the recommended way, because it keeps the file small\n"
    "and does not tie the saved data to the classes of the program that wrote it.\n"
    "\n"
    ".. code-block:: python\n"
    "\n"
    "   torch.save(model.state_dict(), PATH)\n"
    "   model.load_state_dict(torch.load(PATH))\n"
    "\n"
    "Remember to call ``model.eval()`` before running inference, to set dropout and batch\n"
    "normalization layers to evaluation mode. Forgetting it gives inconsistent results.\n"
    "\n"
    "Checkpoints\n"
    "-----------\n"
    "\n"
    "A general checkpoint holds more than the model: the optimizer state, the epoch you\n"
    "left off at, the latest recorded training loss and anything else you need to resume.\n"
    "\n"
    "Loading a checkpoint restores all of them, so training continues where it stopped.\n"
    "\n"
    "Several models in one file\n"
    "--------------------------\n"
    "\n"
    "When saving several models, such as a generator and a discriminator, save a dictionary\n"
    "of their state dictionaries and give each one a descriptive key.\n"
    "\n"
    "Loading on another device\n"
    "-------------------------\n"
    "\n"
    "A model saved on a GPU can be loaded on a CPU by passing the map location argument to\n"
    "the load function, which moves every tensor of the file to the device you name there.\n"
    "\n"
    "The other way round, load the parameters first and then move the model to the GPU with\n"
    "the to method; the optimizer should be constructed after that move, not before it.\n"
    "\n"
    "Warm starting\n"
    "-------------\n"
    "\n"
    "Parameters from a different model can warm start a new one. Pass strict as false to\n"
    "ignore the keys that do not match, which lets transfer learning reuse a trained backbone.\n"
    "\n"
    "Exporting for production\n"
    "------------------------\n"
    "\n"
    "For serving without Python, export the model with TorchScript or the export function and\n"
    "save the result; such a file carries the code of the model together with its weights.\n"
    "\n"
    "The end of the tutorial. Read the documentation for the details of every function.\n";

// The translator's first step: the title and the first paragraph in Korean.
inline QString inPlaceFirstKorean()
{
    return QString::fromUtf8(InPlaceEnglish)
        .replace("Saving and Loading Models\n=========================\n",
                 QString::fromUtf8("모델 저장하고 불러오기\n======================\n"))
        .replace("This tutorial shows how to save a model to a file and how to load it again "
                 "later.\n",
                 QString::fromUtf8("이 튜토리얼에서는 모델을 파일로 저장하고 나중에 다시 "
                                   "불러오는 방법을 살펴봅니다.\n"));
}

// The second step: one more paragraph (short: the file stays mostly English).
inline QString inPlaceSecondKorean()
{
    return inPlaceFirstKorean().replace(
        "A state dictionary maps each layer to its parameter tensor. Optimizers have one too.\n",
        QString::fromUtf8("상태 사전은 계층마다 매개변수 텐서를 담습니다.\n"));
}
